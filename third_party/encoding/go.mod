module github.com/gdamore/encoding

go 1.9

require golang.org/x/text v0.14.0
