//! What `trellis run` reports about a run: the statistics table
//! (`--stats`), statistics as JSON (`--stats-json`), and trace dumps
//! (`--dump-traces`, `--dump-traces-json`).
//!
//! JSON schemas (all numbers are integers unless noted):
//!
//! `--stats-json`: `{"engine": str, "interpreter": {"steps", "specializations",
//! "despecializations"}, "heap": {"allocations", "collections",
//! "young_collections", "peak_live_objects"}, "jit": null | {"backend": str, "traces_compiled",
//! "root_traces", "side_traces", "trace_aborts", "aborts": {reason: n}, "unsupported_at": {opcode: n}, "callback_at": {opcode: n},
//! "traces_ended_early", "tier2_entries", "exits_to_interpreter",
//! "return_traces", "entry_traces", "frame_transitions", "deopts", "generator_exits",
//! "frames_reconstructed", "exit_records_decoded", "invalidations", "flushes", "evictions", "deopt_rebuilds",
//! "trees_given_up", "hot_loop_checks",
//! "code_bytes",
//! "recon_bytes",
//! "recon_exit_bytes", "exits", "exit_inlined_frames", "recon_inlined_bytes",
//! "uops_recorded",
//! "uops_optimized", "compile_ns", "recon_bytes_per_exit": float,
//! "recon_bytes_per_inlined_frame": float | null, "trees": [{"root",
//! "entries", "exits_to_interpreter", "side_traces"}]}}`.
//!
//! `--dump-traces-json`: `{"traces": [{"id", "kind": "root"|"side"|"return",
//! "parent": id|null, "parent_exit": n|null, "anchor": {"code": n,
//! "function": str, "ip": n, "line": n}, "raw_uops": n, "ext_slots": n,
//! "uops": [{"op": str, "oparg", "operand", "target", "exit": n|null}],
//! "exits": [{"index", "kind": "side"|"deopt"|"call"|"return", "target", "line",
//! "inlined_frames", "count", "link": id|null}]}]}` where `count` is the
//! times the exit returned to the interpreter.
//!
//! `--dump-trees`: Graphviz DOT, one node per trace, edges for linked exits
//! (labelled with how often they were taken) and dashed edges to the
//! interpreter.

use std::fmt::Write;

use trellis_core::bytecode::Module;
use trellis_core::tier2::uops::NO_EXIT;
use trellis_core::tier2::{AbortReason, ExitKind, JitStats, Trace, TraceKind};

use crate::program::{JitReport, RunResult};

fn json_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Average bytes per exit and per inlined frame carried by exits.
pub fn recon_ratios(s: &JitStats) -> (f64, Option<f64>) {
    let per_exit = if s.exits_recorded == 0 {
        0.0
    } else {
        s.recon_bytes as f64 / s.exits_recorded as f64
    };
    let per_frame = if s.exit_inlined_frames == 0 {
        None
    } else {
        Some(s.recon_inlined_bytes as f64 / s.exit_inlined_frames as f64)
    };
    (per_exit, per_frame)
}

/// The `--stats` table.
pub fn stats_table<O>(engine: &str, r: &RunResult<O>) -> String {
    let mut t = String::new();
    let mut row = |name: &str, v: String| {
        let _ = writeln!(t, "{name:<28} {v:>14}");
    };
    row("engine", engine.to_string());
    row("steps (back-edges + calls)", r.vm.steps.to_string());
    row("specializations", r.vm.specializations.to_string());
    row("despecializations", r.vm.despecializations.to_string());
    row("heap allocations", r.heap.allocations.to_string());
    row("heap collections", r.heap.collections.to_string());
    row("  young only", r.heap.young_collections.to_string());
    row("peak live objects", r.heap.peak_live_objects.to_string());
    if let Some(j) = &r.jit {
        let s = &j.stats;
        row("traces compiled", s.traces_compiled.to_string());
        row("  root traces", s.root_traces.to_string());
        row("  side traces", s.side_traces.to_string());
        row("  return traces", s.return_traces.to_string());
        row("    at function entries", s.entry_traces.to_string());
        row("  ended early", s.traces_ended_early.to_string());
        row("trace aborts", s.trace_aborts.to_string());
        for reason in AbortReason::ALL {
            let n = s.aborts_by_reason[reason as usize];
            if n > 0 {
                row(&format!("  {}", reason.name()), n.to_string());
            }
            let at = match reason {
                AbortReason::Unsupported => Some(&s.unsupported_at),
                AbortReason::Callback => Some(&s.callback_at),
                _ => None,
            };
            if let Some(at) = at {
                let mut at = at.clone();
                at.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.name().cmp(b.0.name())));
                for (op, n) in at {
                    row(&format!("    on {}", op.name()), n.to_string());
                }
            }
        }
        row("tier-2 entries", s.tier2_entries.to_string());
        row("exits to interpreter", s.exits_to_interpreter.to_string());
        row("frame transitions", s.frame_transitions.to_string());
        row("  deopts", s.deopts.to_string());
        row("  at generators", s.generator_exits.to_string());
        row("frames reconstructed", s.frames_reconstructed.to_string());
        row("exit records decoded", s.exit_records_decoded.to_string());
        row("invalidations", s.invalidations.to_string());
        row("code-budget flushes", s.flushes.to_string());
        row("trees evicted", s.evictions.to_string());
        row("trees rebuilt after deopts", s.deopt_rebuilds.to_string());
        row(
            "trees given up (little work per run)",
            s.trees_given_up.to_string(),
        );
        row("hot loop checks", s.hot_loop_checks.to_string());
        row("uops recorded", s.uops_recorded.to_string());
        row("uops after optimization", s.uops_optimized.to_string());
        row("code bytes", s.code_bytes.to_string());
        row("recon bytes", s.recon_bytes.to_string());
        let (per_exit, per_frame) = recon_ratios(s);
        row("  per exit", format!("{per_exit:.2}"));
        row(
            "  per inlined frame",
            per_frame.map_or("-".to_string(), |f| format!("{f:.2}")),
        );
        row(
            "compile time (us)",
            format!("{:.1}", s.compile_ns as f64 / 1000.0),
        );
        for (root, ts) in &j.trees {
            let _ = writeln!(
                t,
                "tree {:<4} entries {:>10}  exits to interpreter {:>10}  side traces {:>4}",
                root.0, ts.entries, ts.exits_to_interpreter, ts.side_traces
            );
        }
    }
    t
}

/// The `--stats-json` document.
pub fn stats_json<O>(engine: &str, r: &RunResult<O>) -> String {
    let mut o = String::from("{\"engine\": ");
    json_str(&mut o, engine);
    let _ = write!(
        o,
        ", \"interpreter\": {{\"steps\": {}, \"specializations\": {}, \"despecializations\": {}}}",
        r.vm.steps, r.vm.specializations, r.vm.despecializations
    );
    let _ = write!(
        o,
        ", \"heap\": {{\"allocations\": {}, \"collections\": {}, \"young_collections\": {}, \"peak_live_objects\": {}}}",
        r.heap.allocations, r.heap.collections, r.heap.young_collections, r.heap.peak_live_objects
    );
    o.push_str(", \"jit\": ");
    match &r.jit {
        None => o.push_str("null"),
        Some(j) => jit_json(&mut o, j),
    }
    o.push_str("}\n");
    o
}

fn jit_json(o: &mut String, j: &JitReport) {
    let s = &j.stats;
    o.push_str("{\"backend\": ");
    json_str(o, j.backend);
    let fields: [(&str, u64); 31] = [
        ("traces_compiled", s.traces_compiled),
        ("root_traces", s.root_traces),
        ("side_traces", s.side_traces),
        ("trace_aborts", s.trace_aborts),
        ("traces_ended_early", s.traces_ended_early),
        ("tier2_entries", s.tier2_entries),
        ("exits_to_interpreter", s.exits_to_interpreter),
        ("return_traces", s.return_traces),
        ("entry_traces", s.entry_traces),
        ("frame_transitions", s.frame_transitions),
        ("deopts", s.deopts),
        ("generator_exits", s.generator_exits),
        ("frames_reconstructed", s.frames_reconstructed),
        ("exit_records_decoded", s.exit_records_decoded),
        ("invalidations", s.invalidations),
        ("flushes", s.flushes),
        ("evictions", s.evictions),
        ("deopt_rebuilds", s.deopt_rebuilds),
        ("trees_given_up", s.trees_given_up),
        ("hot_loop_checks", s.hot_loop_checks),
        ("code_bytes", s.code_bytes),
        ("recon_bytes", s.recon_bytes),
        ("recon_exit_bytes", s.recon_exit_bytes),
        ("exits", s.exits_recorded),
        ("exit_inlined_frames", s.exit_inlined_frames),
        ("recon_inlined_bytes", s.recon_inlined_bytes),
        ("uops_recorded", s.uops_recorded),
        ("uops_optimized", s.uops_optimized),
        ("compile_ns", s.compile_ns),
        ("traces", j.traces.len() as u64),
        (
            "exit_records",
            j.traces.iter().map(|t| t.exits.len() as u64).sum(),
        ),
    ];
    for (k, v) in fields {
        let _ = write!(o, ", \"{k}\": {v}");
    }
    o.push_str(", \"aborts\": {");
    for (i, reason) in AbortReason::ALL.iter().enumerate() {
        if i > 0 {
            o.push_str(", ");
        }
        let _ = write!(
            o,
            "\"{}\": {}",
            reason.name(),
            s.aborts_by_reason[*reason as usize]
        );
    }
    o.push('}');
    for (key, at) in [
        ("unsupported_at", &s.unsupported_at),
        ("callback_at", &s.callback_at),
    ] {
        let _ = write!(o, ", \"{key}\": {{");
        for (i, (op, n)) in at.iter().enumerate() {
            if i > 0 {
                o.push_str(", ");
            }
            let _ = write!(o, "\"{}\": {}", op.name(), n);
        }
        o.push('}');
    }
    o.push_str(", \"trees\": [");
    for (i, (root, ts)) in j.trees.iter().enumerate() {
        if i > 0 {
            o.push_str(", ");
        }
        let _ = write!(
            o,
            "{{\"root\": {}, \"entries\": {}, \"exits_to_interpreter\": {}, \"side_traces\": {}}}",
            root.0, ts.entries, ts.exits_to_interpreter, ts.side_traces
        );
    }
    o.push(']');
    let (per_exit, per_frame) = recon_ratios(s);
    let _ = write!(o, ", \"recon_bytes_per_exit\": {per_exit:.3}");
    match per_frame {
        Some(f) => {
            let _ = write!(o, ", \"recon_bytes_per_inlined_frame\": {f:.3}");
        }
        None => o.push_str(", \"recon_bytes_per_inlined_frame\": null"),
    }
    o.push('}');
}

fn anchor_line(m: &Module, t: &Trace) -> (String, u32) {
    let code = m.codes.get(t.code as usize);
    let name = code.map_or("?".to_string(), |c| c.name.clone());
    let line = code
        .and_then(|c| c.lines.get(t.anchor as usize))
        .copied()
        .unwrap_or(0);
    (name, line)
}

fn exit_line(m: &Module, t: &Trace, i: usize) -> u32 {
    t.exit_frames(i)
        .and_then(|fs| fs.last().copied())
        .and_then(|f| {
            m.codes
                .get(f.code as usize)
                .and_then(|c| c.lines.get(f.ip as usize))
                .copied()
        })
        .unwrap_or(0)
}

/// `--dump-traces`: every trace in CPython's style.
pub fn dump_traces(m: &Module, traces: &[Trace]) -> String {
    let mut o = String::new();
    for t in traces {
        let (func, line) = anchor_line(m, t);
        let kind = match t.kind {
            TraceKind::Root => "root trace".to_string(),
            TraceKind::Return => "return trace".to_string(),
            TraceKind::Side { parent, exit } => {
                format!("side trace of trace {} exit {}", parent.0, exit)
            }
        };
        let _ = writeln!(
            o,
            "trace {} ({kind}, tree {}) anchored at {}:{} (line {line}), {} uops ({} recorded), {} exits",
            t.id.0,
            t.tree.0,
            func,
            t.anchor,
            t.uops.len(),
            t.raw_len,
            t.exits.len()
        );
        o.push_str(&t.listing());
        for (i, e) in t.exits.iter().enumerate() {
            let _ = writeln!(
                o,
                "     exit {i}: {} to {} (line {}), {} inlined frames, taken {} times",
                e.kind.name(),
                e.target,
                exit_line(m, t, i),
                e.inlined_frames,
                e.count
            );
        }
    }
    o
}

/// `--dump-traces-json`.
pub fn traces_json(m: &Module, traces: &[Trace]) -> String {
    let mut o = String::from("{\"traces\": [");
    for (n, t) in traces.iter().enumerate() {
        if n > 0 {
            o.push_str(", ");
        }
        let (kind, parent, pexit) = match t.kind {
            TraceKind::Root => ("root", "null".to_string(), "null".to_string()),
            TraceKind::Return => ("return", "null".to_string(), "null".to_string()),
            TraceKind::Side { parent, exit } => ("side", parent.0.to_string(), exit.to_string()),
        };
        let (func, line) = anchor_line(m, t);
        let _ = write!(
            o,
            "{{\"id\": {}, \"kind\": \"{kind}\", \"parent\": {parent}, \"parent_exit\": {pexit}, \"anchor\": {{\"code\": {}, \"function\": ",
            t.id.0, t.code
        );
        json_str(&mut o, &func);
        let _ = write!(
            o,
            ", \"ip\": {}, \"line\": {line}}}, \"raw_uops\": {}, \"ext_slots\": {}, \"uops\": [",
            t.anchor, t.raw_len, t.ext_slots
        );
        for (i, u) in t.uops.iter().enumerate() {
            if i > 0 {
                o.push_str(", ");
            }
            let exit = if u.exit == NO_EXIT {
                "null".to_string()
            } else {
                u.exit.to_string()
            };
            let _ = write!(
                o,
                "{{\"op\": \"{}\", \"oparg\": {}, \"operand\": {}, \"target\": {}, \"exit\": {exit}}}",
                u.op.info().name,
                u.oparg,
                u.operand,
                u.target
            );
        }
        o.push_str("], \"exits\": [");
        for (i, e) in t.exits.iter().enumerate() {
            if i > 0 {
                o.push_str(", ");
            }
            let _ = write!(
                o,
                "{{\"index\": {i}, \"kind\": \"{}\", \"target\": {}, \"line\": {}, \"inlined_frames\": {}, \"count\": {}, \"link\": null}}",
                e.kind.name(),
                e.target,
                exit_line(m, t, i),
                e.inlined_frames,
                e.count
            );
        }
        o.push_str("]}");
    }
    o.push_str("]}\n");
    o
}

/// `--dump-trees`: the trace trees as Graphviz DOT. One node per trace
/// (anchor, line, uop count); solid edges for linked exits and dashed edges
/// to the interpreter, each labelled with the exit and how often it was
/// taken.
pub fn trees_dot(m: &Module, j: &JitReport) -> String {
    let mut o = String::from(
        "digraph trellis {\n  rankdir=LR;\n  node [shape=box, fontname=\"monospace\"];\n",
    );
    o.push_str("  interpreter [shape=ellipse];\n");
    if j.stats.frame_transitions > 0 {
        o.push_str("  runtime [shape=ellipse, label=\"runtime (frame transitions)\"];\n");
    }
    for (k, t) in j.traces.iter().enumerate() {
        let (func, line) = anchor_line(m, t);
        let kind = match t.kind {
            TraceKind::Root => "root",
            TraceKind::Side { .. } => "side",
            TraceKind::Return => "return",
        };
        let style = if j.valid.get(k).copied().unwrap_or(false) {
            "solid"
        } else {
            "dotted"
        };
        let _ = writeln!(
            o,
            "  t{} [label=\"trace {} ({kind}, tree {})\\n{}:{} line {}\\n{} uops\", style={style}];",
            t.id.0,
            t.id.0,
            t.tree.0,
            func,
            t.anchor,
            line,
            t.uops.len()
        );
    }
    for t in &j.traces {
        for (i, e) in t.exits.iter().enumerate() {
            let taken = e.count;
            match e.link {
                Some(to) => {
                    let _ = writeln!(
                        o,
                        "  t{} -> t{} [label=\"exit {i}: {taken}\"];",
                        t.id.0, to.0
                    );
                }
                // Calls into and returns out of trees go through the
                // runtime, which picks the tree where the frame lands.
                None if e.count > 0 && matches!(e.kind, ExitKind::Call | ExitKind::Return) => {
                    let _ = writeln!(
                        o,
                        "  t{} -> runtime [style=bold, label=\"exit {i} ({}): {}\"];",
                        t.id.0,
                        e.kind.name(),
                        e.count
                    );
                }
                None if e.count > 0 => {
                    let _ = writeln!(
                        o,
                        "  t{} -> interpreter [style=dashed, label=\"exit {i}: {}\"];",
                        t.id.0, e.count
                    );
                }
                None => {}
            }
        }
    }
    o.push_str("}\n");
    o
}
