// This package is github.com/spf13/pflag v1.1.0 (LICENSE beside it) without
// its IP, IP mask and IP network flags (ip*.go), which lwl does not use.
// They imported net, and net links in cgo's resolver wherever a C compiler
// is installed: lwl was a dynamic binary with libc and the loader mapped,
// 1.3-1.5 MB of every run's resident memory and about a millisecond of its
// start. Without net, `go build` makes a static binary.
package pflag
