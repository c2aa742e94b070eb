/* An error and its note, each on its own line. */
int host_only(int x);          // expected-note {{'host_only' declared here without restrict(amp)}}

int on_device(int x) restrict(amp)
{
    return host_only(x) + 1;   // expected-error {{call to cpu function 'host_only' from amp code}}
}
