//! The processes a process started, and the ones they started, read from `/proc` (Linux).
//! For measuring a build's memory and for stopping a build's Node workers when it is
//! interrupted: they are started in many places (bundler, render workers, plugin hosts) and
//! may start their own children (esbuild), so the tree, not a list kept by hand, is the truth.

use std::collections::HashMap;
use std::path::Path;

/// `root` and every process below it, parents before their children; empty where `proc_dir`
/// cannot be read (not Linux).
pub fn with_descendants(proc_dir: &Path, root: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir(proc_dir) else {
        return Vec::new();
    };
    let mut children: HashMap<u32, Vec<u32>> = HashMap::new();
    for entry in entries.flatten() {
        let Some(pid) = entry
            .file_name()
            .to_str()
            .and_then(|name| name.parse().ok())
        else {
            continue;
        };
        // A process can end between listing and reading: it is simply left out.
        let Some(parent) = std::fs::read_to_string(entry.path().join("stat"))
            .ok()
            .and_then(|stat| parent_pid(&stat))
        else {
            continue;
        };
        children.entry(parent).or_default().push(pid);
    }
    let mut tree = vec![root];
    let mut next = 0;
    while let Some(&pid) = tree.get(next) {
        tree.extend(children.get(&pid).into_iter().flatten());
        next += 1;
    }
    tree
}

/// The parent's pid in a `/proc/<pid>/stat` line. The command name, in parentheses, may
/// itself hold spaces and parentheses, so fields are counted from the last `)`.
fn parent_pid(stat: &str) -> Option<u32> {
    let after_name = &stat[stat.rfind(')')? + 1..];
    // State, then the parent's pid.
    after_name.split_whitespace().nth(1)?.parse().ok()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn reads_the_parent_pid_after_a_command_name_with_spaces_and_parentheses() {
        assert_eq!(
            parent_pid("4242 (node (ssr) 1) S 4200 4242 1 0"),
            Some(4200)
        );
        assert_eq!(parent_pid("1 (init) S 0 1 1"), Some(0));
        assert_eq!(parent_pid("garbage"), None);
    }

    #[test]
    fn lists_a_process_and_its_descendants_only_parents_first() {
        let proc_dir = tempfile::tempdir().unwrap();
        let process = |pid: u32, parent: u32| {
            let dir = proc_dir.path().join(pid.to_string());
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(dir.join("stat"), format!("{pid} (p {pid}) S {parent} 0 0")).unwrap();
        };
        process(10, 1);
        process(11, 10);
        process(12, 11);
        process(13, 10);
        process(20, 1);
        std::fs::create_dir_all(proc_dir.path().join("self")).unwrap();
        let mut tree = with_descendants(proc_dir.path(), 10);
        assert_eq!(tree[0], 10);
        assert!(tree.iter().position(|&p| p == 11) < tree.iter().position(|&p| p == 12));
        tree.sort_unstable();
        assert_eq!(tree, [10, 11, 12, 13]);
        assert_eq!(with_descendants(proc_dir.path(), 99), [99]);
        assert!(with_descendants(&proc_dir.path().join("none"), 10).is_empty());
    }
}
