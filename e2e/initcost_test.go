package e2e

import (
	"bufio"
	"bytes"
	"strconv"
	"strings"
	"testing"
)

// Package initialisation runs before every start, -F's print on a short
// file included, and on a virtual machine each fresh page it touches costs
// some 3-10 µs: a table or regular expression a library builds eagerly
// (crc32's Castagnoli table 0.2-0.3 ms, crc64's 32 KiB, four charmaps of
// 256 characters, tview's and yaml's regular expressions, tcell's colour,
// key and fallback maps) belongs where it is first used (third_party/
// carries those changes). Of what lwl links, only the standard library's
// unicode tables allocate more than 8 KiB at init; no package makes more
// than 512 objects.
var bigInit = map[string]bool{
	"unicode": true,
}

// noAllocInit lists packages whose init allocates nothing: the copy of
// yaml.v3 in third_party/yaml builds its tables and regular expressions on
// first use (inittrace spells the package's path with its dot escaped). A
// package whose init runs no code at all has no inittrace line.
var noAllocInit = map[string]bool{
	"gopkg.in/yaml%2ev3": true,
}

func TestE2EPackageInitAllocatesLittle(t *testing.T) {
	_, stderr, code := runPlainEnv(t, nil, []string{"GODEBUG=inittrace=1"}, "--version")
	if code != 0 {
		t.Fatalf("lwl --version: exit %d: %s", code, stderr)
	}
	seen := 0
	sc := bufio.NewScanner(bytes.NewReader(stderr))
	for sc.Scan() {
		// init PKG @T ms, C ms clock, B bytes, N allocs
		f := strings.Fields(sc.Text())
		if len(f) < 10 || f[0] != "init" || f[8] != "bytes," {
			continue
		}
		seen++
		n, err := strconv.Atoi(f[7])
		if err != nil {
			t.Fatalf("inittrace line %q: %v", sc.Text(), err)
		}
		if n > 8<<10 && !bigInit[f[1]] {
			t.Errorf("package %s allocates %d bytes at init: build it when first used", f[1], n)
		}
		// Hundreds of objects are tables built (four charmaps of 256
		// characters made some 1,100) or regular expressions compiled
		// (yaml's two, some 230).
		if allocs, err := strconv.Atoi(f[9]); err == nil && allocs > 512 {
			t.Errorf("package %s makes %d objects at init: build them when first used", f[1], allocs)
		}
		if noAllocInit[f[1]] && (n != 0 || f[9] != "0") {
			t.Errorf("package %s allocates at init (%s): it is to build what it needs when first used", f[1], sc.Text())
		}
	}
	if seen < 20 {
		t.Fatalf("GODEBUG=inittrace=1 gave %d init lines:\n%s", seen, stderr)
	}
}
