package main

// startStack is how deep lwl's main goroutine goes on the way to its first
// screen or its -F print, rounded up: the pager's view, its styles held by
// value and the print's grid take some 12 KiB of frames.
const startStack = 12 << 10

// growStack makes the main goroutine's stack big enough for lwl's start in
// one step, while main is the only frame on it. The runtime starts the
// goroutine on 2 KiB and doubles it when a call would pass its end: three
// times on the way to a -F print, each copy walking every frame then on the
// stack through tables of the binary not yet read in, some 0.08 ms of a
// 5 ms start. One copy at the bottom walks nothing.
//
//go:noinline
func growStack() {
	var frame [startStack]byte
	keep(frame[:])
}

// keep is a call the compiler cannot see through, so growStack's frame is
// really that big.
//
//go:noinline
func keep([]byte) {}
