//go:build linux

package e2e

// The processes a test's lwl left behind, read from /proc.

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// proc is one process as /proc/PID/stat tells it.
type proc struct {
	pid, ppid, pgrp, sid int
	comm                 string
}

// procs lists the processes of the machine (those that end while they are
// read are left out).
func procs() []proc {
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	var ps []proc
	for _, path := range stats {
		data, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		s := string(data)
		open, end := strings.IndexByte(s, '('), strings.LastIndexByte(s, ')')
		if open < 0 || end < open {
			continue
		}
		f := strings.Fields(s[end+1:]) // state ppid pgrp session ...
		if len(f) < 4 || f[0] == "Z" {
			continue
		}
		p := proc{comm: s[open+1 : end]}
		p.pid, _ = strconv.Atoi(strings.TrimSpace(s[:open]))
		p.ppid, _ = strconv.Atoi(f[1])
		p.pgrp, _ = strconv.Atoi(f[2])
		p.sid, _ = strconv.Atoi(f[3])
		ps = append(ps, p)
	}
	return ps
}

// procsWhere lists the living processes for which match holds.
func procsWhere(match func(p proc) bool) []proc {
	var out []proc
	for _, p := range procs() {
		if match(p) {
			out = append(out, p)
		}
	}
	return out
}

// waitProcs waits until the processes matching match number at least min
// and returns them.
func waitProcs(t *testing.T, what string, min int, match func(p proc) bool) []proc {
	t.Helper()
	deadline := time.Now().Add(e2eTimeout)
	for {
		if ps := procsWhere(match); len(ps) >= min {
			return ps
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: not running within %v", what, e2eTimeout)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// waitNoProcs waits until no process matches match; it fails the test
// with those still there after e2eTimeout.
func waitNoProcs(t *testing.T, what string, match func(p proc) bool) {
	t.Helper()
	deadline := time.Now().Add(e2eTimeout)
	for {
		ps := procsWhere(match)
		if len(ps) == 0 {
			return
		}
		if time.Now().After(deadline) {
			for _, p := range ps {
				syscall.Kill(p.pid, syscall.SIGKILL) // the test's own leftovers
			}
			t.Fatalf("%s: still running after %v: %+v", what, e2eTimeout, ps)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
