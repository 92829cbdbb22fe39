package widgets

// LoadHistory sets kind's history to entries (oldest first), as kept from
// an earlier session.
func (p *Prompt) LoadHistory(kind string, entries []string) {
	h, ok := p.history[kind]
	if !ok {
		h = &history{}
		p.history[kind] = h
	}
	h.entries = append([]string(nil), entries...)
	h.at = len(h.entries)
}
