// Package generation tells whether a background result is still wanted:
// the one check the search, its count, the prompt's preview and F's
// polling share.
package generation

import "sync/atomic"

// A Generation hands out tickets: each request takes one, and its result
// is used only while no later request took one. Tickets may be taken and
// checked from any goroutine; the zero value is ready to use.
type Generation struct{ last atomic.Uint64 }

// Take starts a request; results of every earlier one are no longer
// wanted.
func (g *Generation) Take() uint64 { return g.last.Add(1) }

// Drop wants no result of any request made so far.
func (g *Generation) Drop() { g.last.Add(1) }

// Wants reports whether the request with ticket t is the last one.
func (g *Generation) Wants(t uint64) bool { return g.last.Load() == t }
