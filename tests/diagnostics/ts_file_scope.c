tile_static int counter; // expected-error {{tile_static variable 'counter' can only be declared at block scope in amp code}}
