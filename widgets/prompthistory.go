package widgets

import "slices"

// LoadHistory puts entries (oldest first), kept from earlier sessions,
// before those remembered in this one: they are read while lwl starts,
// and a prompt may have been used first. The entry shown stays shown.
func (p *Prompt) LoadHistory(kind string, entries []string) {
	h, ok := p.history[kind]
	if !ok {
		h = &history{}
		p.history[kind] = h
	}
	fromEnd := len(h.entries) - h.at
	merged := make([]string, 0, len(entries)+len(h.entries))
	for _, e := range entries {
		if !slices.Contains(h.entries, e) { // searched again this session: newest
			merged = append(merged, e)
		}
	}
	for _, e := range h.entries {
		if n := len(merged); n == 0 || merged[n-1] != e {
			merged = append(merged, e)
		}
	}
	h.entries = merged
	h.at = max(len(merged)-fromEnd, 0)
}
