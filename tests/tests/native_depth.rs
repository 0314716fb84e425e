//! Nesting a program builds out of builtin objects (a `map` over a `map`
//! ..., an exception holding an exception ...) is walked by native
//! recursion in the VM; past the recursion limit that is a catchable
//! `RecursionError`, never a native stack overflow, whatever the engine.
//! (CPython takes `map` chains deeper than 1000; Trellis stops at 1000.)

use trellis_host_std::frontend;
use trellis_host_std::program::{self, Engine, RunOptions};

#[test]
fn deep_chains_of_builtin_iterators_raise_recursionerror() {
    let src = "def chain(n, wrap, seed):\n    m = seed\n    for i in range(n):\n        m = wrap(m)\n    return m\nfor name, wrap in [('map', lambda m: map(abs, m)), ('filter', lambda m: filter(None, m)), ('zip', lambda m: zip(m)), ('enumerate', lambda m: enumerate(m))]:\n    try:\n        print(name, len(list(chain(100000, wrap, [1]))))\n    except RecursionError as e:\n        print(name, 'RecursionError', e)\nprint(list(chain(900, lambda m: map(abs, m), [-1, 2])))\n";
    for engine in [Engine::Off, Engine::Uops, Engine::X64] {
        let module = frontend::compile(src, "t.py").unwrap();
        let opts = RunOptions {
            engine,
            ..RunOptions::default()
        };
        // A test thread's 2 MiB stack: the bound must fit in it.
        let r = std::thread::spawn(move || {
            program::run_module(module, String::new(), &opts)
                .unwrap()
                .output
        })
        .join()
        .expect("no stack overflow");
        assert_eq!(
            r,
            "map RecursionError maximum recursion depth exceeded\nfilter RecursionError maximum recursion depth exceeded\nzip RecursionError maximum recursion depth exceeded\nenumerate RecursionError maximum recursion depth exceeded\n[1, 2]\n",
            "{engine:?}"
        );
    }
}
