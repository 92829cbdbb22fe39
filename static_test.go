package main

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// lwl links no net: net uses cgo's resolver wherever a C compiler is
// installed, which made `go build` a dynamic binary with libc and the
// loader resident in every run (1.3-1.5 MB).
func TestLinksNoNet(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	for _, p := range []string{"net", "runtime/cgo", "os/user"} {
		if slices.Contains(deps, p) {
			t.Errorf("lwl imports %s: go build makes a dynamic binary", p)
		}
	}
}
