module github.com/gdamore/encoding

go 1.21

require golang.org/x/text v0.14.0
