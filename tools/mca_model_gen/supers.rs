//! Super resources (ProcResource `Super`), inferred from which scheduler buffers an instruction
//! occupies when simulated alone.
//!
//! No llvm-mca view prints a resource's `Super`, but it shows: llvm-mca makes an instruction that
//! uses a resource `X` whose super is `S` also occupy the buffer of every buffered group that
//! contains `S` (BdVer2: a load uses `PdLoad`, whose super is `PdAGLU01`, so it occupies the
//! `PdEX` scheduler although no load lists `PdEX`). The rule used here:
//! * the "extra" buffers of an instruction are the buffers it occupied (`Stats::occupied_buffers`,
//!   from `-scheduler-stats`) minus the buffered resources it uses directly; only instructions
//!   seen occupying one of their own buffers count as evidence;
//! * a unit `X` (a resource without members) has a super when some buffered group `G`, of which
//!   `X` is not a member, is occupied by every probed instruction using `X` and is extra for at
//!   least one of them;
//! * the super is the smallest resource, other than `X`, that every one of those instructions
//!   uses and that is a strict part of every such `G`.
//!
//! Owns only that inference; it changes nothing but `ProcResourceDesc::super_resource`, and only
//! when the evidence is unambiguous (otherwise it warns and leaves the resource alone).

use std::collections::{BTreeSet, HashMap};

use atomir::target::sched::{InstrSchedDesc, ProcResourceDesc};

/// Sets `super_resource` of the resources the probes show to have one.
pub fn infer(
    cpu: &str,
    resources: &mut [ProcResourceDesc],
    descs: &[InstrSchedDesc],
    occupied: &HashMap<usize, Vec<String>>,
) {
    let index: HashMap<&str, usize> = resources
        .iter()
        .enumerate()
        .map(|(i, r)| (r.name.as_str(), i))
        .collect();
    // The units each resource covers (a unit covers itself).
    let covers: Vec<BTreeSet<usize>> = resources
        .iter()
        .enumerate()
        .map(|(i, r)| {
            if r.members.is_empty() {
                BTreeSet::from([i])
            } else {
                r.members
                    .iter()
                    .filter_map(|m| index.get(m.as_str()).copied())
                    .collect()
            }
        })
        .collect();
    let strictly_inside = |s: usize, g: usize| s != g && covers[s].is_subset(&covers[g]);

    // Per unit X: buffers every instruction using X occupied, buffers some of them occupied
    // without using them directly, resources every one of them uses.
    type Evidence = (BTreeSet<usize>, BTreeSet<usize>, BTreeSet<usize>);
    let mut evidence: HashMap<usize, Evidence> = HashMap::new();
    let mut probe_ids: Vec<&usize> = occupied.keys().collect();
    probe_ids.sort();
    for &i in probe_ids {
        let d = &descs[i];
        let used: BTreeSet<usize> = d
            .resources
            .iter()
            .filter(|u| u.release_at > 0)
            .map(|u| u.resource as usize)
            .collect();
        let seen: BTreeSet<usize> = occupied[&i]
            .iter()
            .filter_map(|n| index.get(n.as_str()).copied())
            .collect();
        // Evidence only from an instruction whose own buffers were seen occupied: one that
        // issues as fast as it dispatches shows no buffer at all.
        if !seen.iter().any(|b| used.contains(b)) {
            continue;
        }
        let extra: BTreeSet<usize> = seen.difference(&used).copied().collect();
        for &x in used.iter().filter(|&&x| resources[x].members.is_empty()) {
            let (common_seen, any_extra, common_used) = evidence
                .entry(x)
                .or_insert_with(|| (seen.clone(), BTreeSet::new(), used.clone()));
            common_seen.retain(|g| seen.contains(g));
            any_extra.extend(extra.iter().copied());
            common_used.retain(|r| used.contains(r));
        }
    }
    let mut found: Vec<(usize, usize)> = Vec::new();
    let mut xs: Vec<&usize> = evidence.keys().collect();
    xs.sort();
    for &x in xs {
        let (common_seen, any_extra, used) = &evidence[&x];
        let groups: BTreeSet<usize> = common_seen.intersection(any_extra).copied().collect();
        if groups.is_empty() || groups.iter().any(|&g| covers[g].contains(&x)) {
            continue;
        }
        let candidate = used
            .iter()
            .copied()
            .filter(|&s| s != x && groups.iter().all(|&g| strictly_inside(s, g)))
            .min_by_key(|&s| (covers[s].len(), s));
        match candidate {
            Some(s) => found.push((x, s)),
            None => eprintln!(
                "{cpu}: warning: {} occupies {:?} but no super resource explains it",
                resources[x].name,
                groups
                    .iter()
                    .map(|&g| resources[g].name.as_str())
                    .collect::<Vec<_>>()
            ),
        }
    }
    for (x, s) in found {
        eprintln!(
            "{cpu}: {} has super resource {}",
            resources[x].name, resources[s].name
        );
        resources[x].super_resource = Some(resources[s].name.clone());
    }
}
