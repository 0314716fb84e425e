//! trellis-core links into a `no_std` staticlib that defines its own panic
//! handler and allocator; if the core (or a dependency) used `std`, the
//! build fails with a duplicate lang item.

use std::process::Command;

#[test]
fn core_links_into_a_no_std_staticlib() {
    let root = trellis_tests::repo_root();
    let manifest = root.join("tests/nostd-embed/Cargo.toml");
    let target = root.join("target/nostd-embed");
    let out = Command::new(env!("CARGO"))
        .args(["build", "--release", "--quiet", "--manifest-path"])
        .arg(&manifest)
        .arg("--target-dir")
        .arg(&target)
        .output()
        .expect("run cargo");
    assert!(
        out.status.success(),
        "no_std staticlib failed to build:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lib = target.join("release/libtrellis_nostd_embed.a");
    let meta = std::fs::metadata(&lib).expect("staticlib exists");
    assert!(meta.len() > 0);
}
