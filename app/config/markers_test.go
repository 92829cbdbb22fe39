package config

import (
	"testing"

	"lwl/widgets/doc"
)

func TestLayoutMarkdownOptions(t *testing.T) {
	l, err := ParseLayout([]byte("document: {markers: hide, section-header: false}\n"), "layout.yaml", defaultLayout(t))
	if err != nil {
		t.Fatal(err)
	}
	if l.Document.Markers != doc.MarkersHide || !l.Document.NoSectionHeader {
		t.Errorf("document %+v", l.Document)
	}
	if def := defaultLayout(t); def.Document.Markers != doc.MarkersDim || def.Document.NoSectionHeader {
		t.Errorf("default document %+v", def.Document)
	}
	if _, err := ParseLayout([]byte("document: {markers: bold}\n"), "layout.yaml", nil); err == nil {
		t.Errorf("markers: bold accepted")
	}
}
