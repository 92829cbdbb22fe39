// Package tracefile writes a runtime/trace of lwl to a file (LWL_TRACE=path),
// for looking at start-up and page turns with `go tool trace`: the steps of
// start-up are logged under the category "start".
package tracefile

import (
	"os"
	"runtime/trace"
)

// Start starts tracing to path; the returned function ends the trace. On
// an error nothing is traced and stop does nothing.
func Start(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return func() {}, err
	}
	if err := trace.Start(f); err != nil {
		f.Close()
		return func() {}, err
	}
	return func() {
		trace.Stop()
		f.Close()
	}, nil
}
