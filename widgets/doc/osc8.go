package doc

import "bytes"

// OSC 8 hyperlinks, as ls --hyperlink, gcc, systemd or delta print them:
// ESC ] 8 ; PARAMS ; URI ST text ESC ] 8 ; ; ST, with ST either ESC \ or
// BEL. The text becomes a link to URI like [text](URI). A link ends at the
// end of its line if nothing closed it before. Pieces of one link on
// several lines share an id= in PARAMS; they are one link (see linkID).

// maxJoin is how far (in source bytes) a piece of an OSC 8 link may start
// after the previous piece with the same id and URI to be joined to it, and
// how far after its first piece: twice maxJoin fits in the look-behind of
// a chunk's window (MaxLinkText), so every chunk joins pieces alike.
const maxJoin = MaxLinkText / 2

// osc8 is one OSC 8 sequence, in window offsets.
type osc8 struct {
	params, uri []byte
}

// parseOSC8 reads the escape sequence w[i:i+n] as an OSC 8 sequence. The
// URI is everything after the second ';', so it may hold ';'.
func parseOSC8(w []byte, i, n int) (osc8, bool) {
	if n < 6 || string(w[i:i+4]) != "\x1b]8;" {
		return osc8{}, false
	}
	end := i + n - 1 // BEL
	switch {
	case w[end] == 0x07:
	case w[end] == '\\' && w[end-1] == 0x1B:
		end-- // ESC \
	default:
		return osc8{}, false // a string cut at its line's end: no sequence
	}
	body := w[i+4 : end]
	k := bytes.IndexByte(body, ';')
	if k < 0 {
		return osc8{}, false
	}
	return osc8{params: body[:k], uri: body[k+1:]}, true
}

// id is the value of the id= parameter (PARAMS is key=value pairs
// separated by ':'), or nil.
func (o osc8) id() []byte {
	for params := o.params; len(params) > 0; {
		kv := params
		if k := bytes.IndexByte(params, ':'); k >= 0 {
			kv, params = params[:k], params[k+1:]
		} else {
			params = nil
		}
		if v, ok := bytes.CutPrefix(kv, []byte("id=")); ok && len(v) > 0 {
			return v
		}
	}
	return nil
}

// openLink is the OSC 8 link open on the current line.
type openLink struct {
	open  bool
	id    int // window offset of its first piece: the link's ID
	start int // display offset of this piece's text
	own   bool
	dest  []byte
}

// osc8Link handles the OSC 8 sequence o at w[i:i+n]: it ends the open link
// and, unless its URI is empty, opens another.
func (p *pass) osc8Link(i, n int, o osc8) int {
	p.endOSC8()
	if len(o.uri) > 0 {
		id := p.linkID(i, o)
		// The chunk that holds a link's first piece lists it.
		p.link = openLink{open: true, id: id, start: p.b.at(), own: id == i && i >= p.c0, dest: o.uri}
		p.depth++
	}
	p.b.anchor(i + n)
	return i + n
}

// endOSC8 ends the open OSC 8 link, if any, here.
func (p *pass) endOSC8() {
	if !p.link.open {
		return
	}
	p.b.endControl()
	if p.link.own {
		p.b.link(p.link.id, p.link.start, p.link.dest, false)
	} else {
		p.b.linkSpan(p.link.id, p.link.start)
	}
	p.link.open = false
	p.depth--
}

// linkID is the ID of the link the OSC 8 piece o at w[i] belongs to: its
// first piece. A piece with an id joins the latest earlier piece with the
// same id and URI that started at most maxJoin before it, and so takes the
// ID of that one's first piece — if that is at most maxJoin before it too;
// else the piece starts a link of its own. So a link's pieces lie within
// maxJoin of its first, and each piece is judged from the bytes up to
// MaxLinkText before it alone.
func (p *pass) linkID(i int, o osc8) int {
	key := o.id()
	if key == nil {
		return i
	}
	if p.joins == nil {
		p.joins = p.joinTable(max(0, p.lineStart-MaxLinkText))
	}
	root, ok := p.joins[i]
	if !ok || root < 0 || i-root > maxJoin {
		return i
	}
	return root
}

// joinTable finds the first piece of every OSC 8 piece with an id from
// window offset from to the chunk's end (for linkID): root[i] is the window
// offset of the first piece of the link piece i belongs to, or -1 when that
// lies before from (and so more than maxJoin before any piece of this
// chunk that asks).
func (p *pass) joinTable(from int) map[int]int {
	root := map[int]int{}
	latest := map[string]int{}
	for k := from; k < p.c1; {
		j := bytes.IndexByte(p.w[k:p.c1], 0x1B)
		if j < 0 {
			break
		}
		k += j
		n := p.sequenceLen(k, escLen(p.w, k))
		if d := p.inDest(k); d >= 0 {
			k = d
			continue
		}
		o, ok := parseOSC8(p.w, k, n)
		id := o.id()
		if !ok || len(o.uri) == 0 || id == nil {
			k += n
			continue
		}
		key := string(id) + "\x00" + string(o.uri)
		r := k
		if prev, ok := latest[key]; ok && k-prev <= maxJoin {
			r = root[prev]
		} else if k-maxJoin < from && from > 0 {
			r = -1 // an earlier piece may lie before from
		}
		root[k], latest[key] = r, k
		k += n
	}
	return root
}

// inDest returns the end of the link destination that holds window offset
// k, or -1: the parser never looks at a destination's bytes.
func (p *pass) inDest(k int) int {
	pairs := p.ps.pairs
	lo, hi := 0, len(pairs)
	for lo < hi { // pairs are in the order of their "]", and so of their destinations
		m := (lo + hi) / 2
		if pairs[m].destEnd < k {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(pairs) && pairs[lo].close+1 < k && k < pairs[lo].destEnd {
		return pairs[lo].destEnd + 1
	}
	return -1
}
