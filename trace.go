package main

import (
	"fmt"
	"os"
	"runtime/trace"

	"lwl/internal/quote"
)

// startTrace writes a runtime/trace of lwl to path (LWL_TRACE=path), for
// looking at start-up and page turns with `go tool trace`: the steps of
// start-up are logged under the category "start". The returned function
// ends the trace.
func startTrace(path string) func() {
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "lwl: warning: LWL_TRACE: %s\n", quote.Message(err.Error()))
		return func() {}
	}
	if err := trace.Start(f); err != nil {
		f.Close()
		fmt.Fprintf(os.Stderr, "lwl: warning: LWL_TRACE: %s\n", quote.Message(err.Error()))
		return func() {}
	}
	return func() {
		trace.Stop()
		f.Close()
	}
}
