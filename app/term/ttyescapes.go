package term

// escapesHeld is how many of the bytes read, ending b, to keep for the next
// read: all but the first of two or more escapes at its end. tcell starts
// its wait for the rest of an escape sequence only at an escape that ends a
// read; a second escape in the same read marks an alt key yet to come, and
// tcell then waits for it without end (a fast double esc at the prompt
// left esc, ctrl-c and enter all taken as alt keys). Read apart, the first
// escape starts the wait, and what follows it when nothing more comes is a
// plain esc.
func escapesHeld(b []byte) int {
	run := 0
	for run < len(b) && b[len(b)-1-run] == 0x1b {
		run++
	}
	if run < 2 {
		return 0
	}
	return run - 1
}
