//go:build !linux

package proctree

// listProcesses finds no process where there is no /proc: a Tree
// then holds none, and only the command itself is signalled.
func listProcesses() []processInfo { return nil }

// StartOf cannot tell where there is no /proc: 0.
func StartOf(pid int) uint64 { return 0 }
