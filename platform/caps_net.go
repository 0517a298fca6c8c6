package platform

// checkLookup decides whether dns.lookup may resolve host: the net
// capability allows it when one of its patterns names host, whatever
// port the pattern names (a lookup has none).
func (p *Policy) checkLookup(ext, host string) error {
	if p == nil || p.net == nil {
		return nil
	}
	for _, pat := range p.net {
		if h, _, ok := cutPort(pat); ok {
			pat = h
		}
		if matchHost(pat, host, "") {
			return nil
		}
	}
	return p.refused(ext, capNet, "a lookup of "+host)
}

// cutPort splits a host pattern's ":port".
func cutPort(pat string) (host, port string, ok bool) {
	for k := len(pat) - 1; k >= 0; k-- {
		if pat[k] == ':' {
			return pat[:k], pat[k+1:], true
		}
	}
	return pat, "", false
}
