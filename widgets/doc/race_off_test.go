//go:build !race

package doc

// raceEnabled: the race detector is on, and its own allocations count in
// MemStats.
const raceEnabled = false
