// Package printout writes the document as the pager shows it, as plain text
// with SGR styles and without tview's screen: the screen that fits for -F,
// the last screen left behind for -X, and the early frame drawn while the
// terminal is set up. The rows are drawn by the pager's own DocumentView on
// an in-memory grid, so they cannot differ from what the pager would show.
package printout
