// Package search holds the pager's searching jobs that need no screen:
// the filter (less's &) going through a file for the lines that pass,
// the map between those lines and the file, the search history file, and
// the link picker's ranking of links against what was typed.
package search
