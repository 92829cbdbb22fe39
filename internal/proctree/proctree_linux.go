package proctree

import (
	"os"
	"strconv"
	"strings"
)

// listProcesses reads the living processes from /proc (zombies are left
// out: they cannot be signalled, and their children have a new parent).
func listProcesses() []processInfo {
	dir, err := os.Open("/proc")
	if err != nil {
		return nil
	}
	defer dir.Close()
	names, _ := dir.Readdirnames(-1)
	procs := make([]processInfo, 0, len(names))
	for _, name := range names {
		pid, err := strconv.Atoi(name)
		if err != nil {
			continue
		}
		data, err := os.ReadFile("/proc/" + name + "/stat")
		if err != nil {
			continue // it ended meanwhile
		}
		// After the command's name, which may hold anything, in parentheses:
		// state ppid pgrp session tty tpgid flags minflt cminflt majflt
		// cmajflt utime stime cutime cstime priority nice threads
		// itrealvalue starttime.
		s := string(data)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) < 20 || f[0] == "Z" || f[0] == "X" {
			continue
		}
		ppid, _ := strconv.Atoi(f[1])
		pgrp, _ := strconv.Atoi(f[2])
		start, _ := strconv.ParseUint(f[19], 10, 64)
		procs = append(procs, processInfo{pid: pid, ppid: ppid, pgrp: pgrp, start: start})
	}
	return procs
}

// StartOf is when pid started, in clock ticks since boot; 0 when it
// cannot be read. A child not yet waited for can be read even once dead.
func StartOf(pid int) uint64 {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	s := string(data)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(f) < 20 {
		return 0
	}
	start, _ := strconv.ParseUint(f[19], 10, 64)
	return start
}
