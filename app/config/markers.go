package config

import "lwl/widgets/doc"

// ParseMarkerMode reads layout.yaml's markers: dim, hide or show.
func ParseMarkerMode(s string) (doc.MarkerMode, bool) {
	switch s {
	case "dim":
		return doc.MarkersDim, true
	case "hide":
		return doc.MarkersHide, true
	case "show":
		return doc.MarkersShow, true
	}
	return doc.MarkersDim, false
}
