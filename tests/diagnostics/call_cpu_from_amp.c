// amp code may call only amp or cpu,amp functions.
int host_only(int x) { return x + 1; } // expected-note {{'host_only' declared here without restrict(amp)}}
int device(int x) restrict(amp) { return host_only(x); } // expected-error {{call to cpu function 'host_only' from amp code}}
