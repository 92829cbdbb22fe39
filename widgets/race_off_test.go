//go:build !race

package widgets

// raceEnabled: the race detector is on, and its own allocations count in
// MemStats.
const raceEnabled = false
