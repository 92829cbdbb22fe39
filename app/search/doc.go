// Package search holds the pager's searching: the controller of / and ?
// (the search in force, its count off the UI goroutine, the n waiting for
// matches), which reaches the screen only through the small View, Status
// and Seam interfaces; and the jobs that need no screen: the filter (less's
// &) going through a file for the lines that pass, the map between those
// lines and the file, the search history file, and the link picker's
// ranking of links against what was typed.
package search
