// Package search holds the pager's searching jobs that need no screen:
// the filter (less's &) going through a file for the lines that pass,
// and the map between those lines and the file.
package search
