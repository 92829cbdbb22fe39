// Package doc is the model of a document, with no tview and no tcell: its
// sources (a file read in place, a stream, compressed input decoded as it
// is read), parsing into chunks of display text with their links and
// styled spans (SGR, overstrike, OSC 8, control bytes), line counts and
// wrapping, and search (queries, the finder, matches). What draws it
// lives in widgets; keeping the terminal out lets the model be tested,
// and printed without a screen, on its own.
package doc
