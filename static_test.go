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

// lwl links none of the packages whose initialisation every start would
// pay for nothing: crypto (Go's FIPS 140 module, some twenty package
// inits, linked by crypto/sha256 or crypto/rand) and the standard flag
// package (a command-line flag set made at init).
func TestLinksNoCostlyInit(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if p == "crypto" || strings.HasPrefix(p, "crypto/") || p == "flag" || p == "math/big" {
			t.Errorf("lwl links %s, whose package initialisation runs at every start", p)
		}
	}
}
