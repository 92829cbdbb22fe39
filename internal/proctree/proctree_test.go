//go:build linux

package proctree

import (
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// startTree starts sh -c cmd and waits until it has n processes; exited
// is closed once the shell was waited for.
func startTree(t *testing.T, cmd string, n int) (exited chan struct{}, tree *Tree) {
	t.Helper()
	c := exec.Command("/bin/sh", "-c", cmd)
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	exited = make(chan struct{})
	go func() {
		c.Wait()
		close(exited)
	}()
	t.Cleanup(func() {
		c.Process.Kill()
		<-exited
	})
	deadline := time.Now().Add(5 * time.Second)
	for {
		tree = New(c.Process.Pid)
		if len(tree.members) >= n {
			return exited, tree
		}
		if time.Now().After(deadline) {
			t.Fatalf("%q: %d processes, want %d", cmd, len(tree.members), n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// The shell's children, in the foreground and in the background, are
// signalled with it, also once it died and they were given to another.
func TestProcessTreeSignal(t *testing.T) {
	exited, tree := startTree(t, "sleep 100 & sleep 100; echo after", 3)
	tree.Signal(syscall.SIGTERM)
	<-exited
	tree.KillAfter(5 * time.Second)
	if tree.Alive() {
		t.Errorf("left alive: %v", tree.members)
	}
}

// What ignores the signal is killed after the grace.
func TestProcessTreeKillAfter(t *testing.T) {
	_, tree := startTree(t, `trap "" TERM; sleep 100; echo after`, 2)
	tree.Signal(syscall.SIGTERM)
	start := time.Now()
	tree.KillAfter(100 * time.Millisecond)
	if time.Since(start) < 100*time.Millisecond {
		t.Error("killed before the grace")
	}
	// KillAfter waits for the kill a grace at most: on a loaded machine
	// the process may take longer to go.
	for deadline := time.Now().Add(5 * time.Second); tree.Alive(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("left alive: %v", tree.members)
		}
	}
}

// A command whose shell died before the tree was made (a signal sent to
// the whole process group kills the shell first) still has its children
// found: they keep the group, though given to another parent.
func TestProcessTreeShellGoneFirst(t *testing.T) {
	c := exec.Command("/bin/sh", "-c", `sh -c 'trap "" TERM; sleep 100' & sleep 0.3`)
	c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // a group of its own, clear of other tests
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	since := StartOf(c.Process.Pid)
	if since == 0 {
		t.Fatal("no start time for the shell")
	}
	c.Wait() // the shell ends; its children are given to another parent
	if tree := New(c.Process.Pid); tree.Alive() {
		t.Fatalf("New found %v from a shell already gone", tree.members)
	}
	tree := ShareGroup(c.Process.Pid, c.Process.Pid, since)
	if len(tree.members) != 2 {
		t.Fatalf("ShareGroup found %v, want the inner shell and its sleep", tree.members)
	}
	tree.Signal(syscall.SIGTERM)
	tree.KillAfter(100 * time.Millisecond)
	if tree.Alive() {
		t.Errorf("left alive: %v", tree.members)
	}
}
