//go:build linux

package e2e

import "lwl/internal/vt"

// The emulator lives in internal/vt, shared with bench/ptytime.

type vtScreen = vt.Screen

func newVTScreen(cols, rows int) *vtScreen { return vt.New(cols, rows) }
