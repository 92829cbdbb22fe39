package app

import "testing"

func TestMarkTable(t *testing.T) {
	m := newMarkTable()
	if _, ok := m.get('a'); ok {
		t.Error("a fresh table has mark a")
	}
	if _, ok := m.get('\''); ok {
		t.Error("a fresh table has a last jump")
	}
	m.set('a', 100)
	m.set('B', 200)
	m.set('a', 150)
	if off, ok := m.get('a'); !ok || off != 150 {
		t.Errorf("mark a = %d, %v; want 150 (set again)", off, ok)
	}
	if off, ok := m.get('B'); !ok || off != 200 {
		t.Errorf("mark B = %d, %v; want 200", off, ok)
	}
	m.jumped(42)
	if off, ok := m.get('\''); !ok || off != 42 {
		t.Errorf("last jump = %d, %v; want 42", off, ok)
	}
	for _, r := range "az AZ09'-" {
		if want := r != ' ' && r != '0' && r != '9' && r != '\'' && r != '-'; validMark(r) != want {
			t.Errorf("validMark(%q) = %v", r, !want)
		}
	}
}
