// Package proctree finds a command's process and every process it
// started, and signals or kills them together: the one job it has.
package proctree

import (
	"sync"
	"syscall"
	"time"
)

// Tree is a command's process and every process it started, as far as
// they can be found. lwl's > commands share its process group (the
// terminal's foreground group, so that ctrl-c reaches them), which
// therefore cannot be signalled as a whole without lwl's job, or the
// script that ran lwl. A process stays a member once seen, even after its
// parent ended and it was given to another: a shell that dies of a signal
// leaves its children.
type Tree struct {
	mu      sync.Mutex
	root    int
	members map[int]uint64 // pid → the process's start time, which tells a reused pid
	// With group set, the processes of that process group started since
	// the command are members too (see ShareGroup).
	group, self int
	since       uint64
}

// New finds root's processes, before anything signals them: a shell that
// ends first leaves children no longer its own.
func New(root int) *Tree {
	t := &Tree{root: root, members: map[int]uint64{}}
	t.refresh()
	return t
}

// ShareGroup finds the processes of a command run in process group group
// (the caller's own) that started at since (StartOf): its descendants, and
// also the processes of the group started since then that were left to a
// parent outside it (or are the caller's). A signal sent to the whole group
// (the shell's on a hangup, kill -TERM -PGID) can kill the command's shell
// before the caller hears of it; its children are then given to another
// parent, but keep the group. The others in the group, such as a pipe's
// writer and what it starts, have their parents there.
func ShareGroup(root, group int, since uint64) *Tree {
	t := &Tree{root: root, members: map[int]uint64{}, self: syscall.Getpid(), since: since}
	if since != 0 {
		t.group = group
	}
	t.refresh()
	return t
}

// Signal sends sig to every member still alive.
func (t *Tree) Signal(sig syscall.Signal) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.refresh()
	for pid := range t.members {
		syscall.Kill(pid, sig)
	}
}

// Alive tells whether a member is still alive.
func (t *Tree) Alive() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.refresh()
	return len(t.members) > 0
}

// refresh takes the members that ended out and the children of those
// alive in.
func (t *Tree) refresh() {
	procs := listProcesses()
	seen := make(map[int]processInfo, len(procs))
	for _, p := range procs {
		seen[p.pid] = p
	}
	if len(t.members) == 0 && t.root != 0 {
		if p, ok := seen[t.root]; ok {
			t.members[t.root] = p.start
		}
		t.root = 0 // looked for once: a pid seen later may be another process
	}
	for pid, start := range t.members {
		if p, ok := seen[pid]; !ok || p.start != start {
			delete(t.members, pid)
		}
	}
	for _, p := range procs {
		if t.group != 0 && p.pgrp == t.group && p.start >= t.since && p.pid != t.self &&
			(seen[p.ppid].pgrp != t.group || p.ppid == t.self) {
			t.members[p.pid] = p.start
		}
	}
	for grown := true; grown; {
		grown = false
		for _, p := range procs {
			if _, in := t.members[p.pid]; in {
				continue
			}
			if start, ok := t.members[p.ppid]; ok && seen[p.ppid].start == start {
				t.members[p.pid] = p.start
				grown = true
			}
		}
	}
}

// KillAfter kills the members left after grace; it returns once none is
// (or, should SIGKILL not end one, stuck in the kernel, a grace later).
func (t *Tree) KillAfter(grace time.Duration) {
	deadline := time.Now().Add(grace)
	killed := false
	for t.Alive() {
		switch {
		case !killed && time.Now().After(deadline):
			t.Signal(syscall.SIGKILL)
			killed = true
		case killed && time.Now().After(deadline.Add(grace)):
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// processInfo is what listProcesses tells of a process.
type processInfo struct {
	pid, ppid, pgrp int
	start           uint64 // since boot, in clock ticks
}
