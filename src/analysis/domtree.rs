//! Dominator trees over any control-flow graph.
//!
//! Owns: [`DominatorTree`], computed with the iterative algorithm of Cooper, Harvey and Kennedy
//! over a reverse post-order, plus constant-time `dominates` queries through DFS in/out numbers
//! of the tree. It is generic over [`FlowGraph`], so the verifier, MemorySSA and the passes share
//! one implementation whatever the node type. Unreachable nodes have no immediate dominator,
//! are dominated by nothing and dominate nothing (except themselves, as LLVM treats them).
//! Must not touch: the IR itself; an adapter from a function's blocks to [`FlowGraph`] lives
//! with the IR-facing analyses.

/// A node of a [`FlowGraph`]: a small copyable handle with a dense index.
pub trait GraphNode: Copy + Eq + std::fmt::Debug {
    fn index(self) -> usize;
    fn from_index(index: usize) -> Self;
}

/// A directed graph with one entry node and dense node indices `0..num_nodes()`.
pub trait FlowGraph {
    type Node: GraphNode;
    fn num_nodes(&self) -> usize;
    fn entry(&self) -> Self::Node;
    /// Successors in the order the terminator lists them (duplicates allowed).
    fn successors(&self, node: Self::Node) -> Vec<Self::Node>;
    /// Appends [`successors`](Self::successors) to `out` (a graph that holds its edges
    /// overrides this to avoid a vector per call).
    fn successors_into(&self, node: Self::Node, out: &mut Vec<Self::Node>) {
        out.extend(self.successors(node));
    }
    /// How many edges the graph has, if known (cost only: the edge buffer is sized once).
    fn edge_count_hint(&self) -> usize {
        0
    }
}

/// Immediate dominators and the dominator tree of a [`FlowGraph`].
#[derive(Clone, Debug)]
pub struct DominatorTree<N: GraphNode> {
    entry: N,
    /// `idom[n]`: immediate dominator of `n`; the entry maps to itself; `None`: unreachable.
    idom: Vec<Option<N>>,
    /// Reachable nodes in reverse post-order (entry first).
    rpo: Vec<N>,
    /// Children of each node in the tree, in reverse post-order of the graph:
    /// `children[child_start[n]..child_start[n + 1]]`.
    child_start: Vec<u32>,
    children: Vec<N>,
    /// DFS numbers over the tree, for O(1) `dominates`.
    dfs_in: Vec<u32>,
    dfs_out: Vec<u32>,
}

const UNDEF: usize = usize::MAX;

impl<N: GraphNode> DominatorTree<N> {
    /// Computes the dominator tree of `graph`.
    pub fn compute<G: FlowGraph<Node = N>>(graph: &G) -> DominatorTree<N> {
        let n = graph.num_nodes();
        let entry = graph.entry();
        // Edges in compressed form: `succs[succ_start[i]..succ_start[i + 1]]`.
        let mut succ_start: Vec<u32> = Vec::with_capacity(n + 1);
        let mut succ_nodes: Vec<N> = Vec::with_capacity(graph.edge_count_hint());
        succ_start.push(0);
        for i in 0..n {
            graph.successors_into(N::from_index(i), &mut succ_nodes);
            succ_start.push(succ_nodes.len() as u32);
        }
        let succs_of = |i: usize| &succ_nodes[succ_start[i] as usize..succ_start[i + 1] as usize];
        // Post-order by an explicit-stack DFS (deep graphs must not overflow the stack).
        let mut post_order = Vec::with_capacity(n);
        let mut visited = vec![false; n];
        if entry.index() < n {
            let mut stack: Vec<(usize, usize)> = vec![(entry.index(), 0)];
            visited[entry.index()] = true;
            while let Some(&mut (node, ref mut next)) = stack.last_mut() {
                if let Some(&s) = succs_of(node).get(*next) {
                    *next += 1;
                    let s = s.index();
                    if s < n && !visited[s] {
                        visited[s] = true;
                        stack.push((s, 0));
                    }
                } else {
                    post_order.push(node);
                    stack.pop();
                }
            }
        }
        let mut po_number = vec![UNDEF; n];
        for (i, &b) in post_order.iter().enumerate() {
            po_number[b] = i;
        }
        // Predecessors of reachable sources, compressed as the successors are.
        let mut pred_start = vec![0u32; n + 1];
        for (b, &po) in po_number.iter().enumerate() {
            if po == UNDEF {
                continue;
            }
            for s in succs_of(b) {
                if s.index() < n {
                    pred_start[s.index() + 1] += 1;
                }
            }
        }
        for i in 0..n {
            pred_start[i + 1] += pred_start[i];
        }
        let mut preds = vec![0usize; pred_start[n] as usize];
        let mut pred_fill: Vec<u32> = pred_start[..n].to_vec();
        for (b, &po) in po_number.iter().enumerate() {
            if po == UNDEF {
                continue;
            }
            for s in succs_of(b) {
                if s.index() < n {
                    preds[pred_fill[s.index()] as usize] = b;
                    pred_fill[s.index()] += 1;
                }
            }
        }
        let preds_of = |i: usize| &preds[pred_start[i] as usize..pred_start[i + 1] as usize];
        let rpo: Vec<usize> = post_order.iter().rev().copied().collect();
        let mut idom = vec![UNDEF; n];
        if let Some(&e) = rpo.first() {
            idom[e] = e;
        }
        let intersect = |idom: &[usize], mut a: usize, mut b: usize| {
            while a != b {
                while po_number[a] < po_number[b] {
                    a = idom[a];
                }
                while po_number[b] < po_number[a] {
                    b = idom[b];
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new_idom = UNDEF;
                for &p in preds_of(b) {
                    if idom[p] == UNDEF {
                        continue;
                    }
                    new_idom = if new_idom == UNDEF {
                        p
                    } else {
                        intersect(&idom, p, new_idom)
                    };
                }
                if new_idom != UNDEF && idom[b] != new_idom {
                    idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        let mut child_start = vec![0u32; n + 1];
        for &b in rpo.iter().skip(1) {
            child_start[idom[b] + 1] += 1;
        }
        for i in 0..n {
            child_start[i + 1] += child_start[i];
        }
        let mut children = vec![entry; rpo.len().saturating_sub(1)];
        let mut child_fill: Vec<u32> = child_start[..n].to_vec();
        for &b in rpo.iter().skip(1) {
            children[child_fill[idom[b]] as usize] = N::from_index(b);
            child_fill[idom[b]] += 1;
        }
        let children_of =
            |i: usize| &children[child_start[i] as usize..child_start[i + 1] as usize];
        let mut dfs_in = vec![0u32; n];
        let mut dfs_out = vec![0u32; n];
        if let Some(&e) = rpo.first() {
            let mut counter = 0u32;
            let mut stack: Vec<(usize, usize)> = vec![(e, 0)];
            dfs_in[e] = counter;
            counter += 1;
            while let Some(&mut (node, ref mut next)) = stack.last_mut() {
                if let Some(&c) = children_of(node).get(*next) {
                    *next += 1;
                    dfs_in[c.index()] = counter;
                    counter += 1;
                    stack.push((c.index(), 0));
                } else {
                    dfs_out[node] = counter;
                    counter += 1;
                    stack.pop();
                }
            }
        }
        DominatorTree {
            entry,
            idom: idom
                .iter()
                .map(|&d| (d != UNDEF).then(|| N::from_index(d)))
                .collect(),
            rpo: rpo.into_iter().map(N::from_index).collect(),
            child_start,
            children,
            dfs_in,
            dfs_out,
        }
    }

    pub fn entry(&self) -> N {
        self.entry
    }

    /// Whether `node` is reachable from the entry.
    pub fn is_reachable(&self, node: N) -> bool {
        self.idom.get(node.index()).is_some_and(Option::is_some)
    }

    /// The immediate dominator; `None` for the entry and for unreachable nodes.
    pub fn idom(&self, node: N) -> Option<N> {
        match self.idom.get(node.index()).copied().flatten() {
            Some(d) if d == node => None,
            other => other,
        }
    }

    /// Whether `a` dominates `b` (every node dominates itself). An unreachable `b` is
    /// dominated by everything, as in LLVM; an unreachable `a` dominates only itself.
    pub fn dominates(&self, a: N, b: N) -> bool {
        if a == b || !self.is_reachable(b) {
            return true;
        }
        if !self.is_reachable(a) {
            return false;
        }
        let (a, b) = (a.index(), b.index());
        self.dfs_in[a] <= self.dfs_in[b] && self.dfs_out[b] <= self.dfs_out[a]
    }

    /// Whether `a` dominates `b` and `a != b`.
    pub fn strictly_dominates(&self, a: N, b: N) -> bool {
        a != b && self.dominates(a, b)
    }

    /// Reachable nodes in reverse post-order, entry first.
    pub fn reverse_post_order(&self) -> &[N] {
        &self.rpo
    }

    /// Children of `node` in the dominator tree.
    pub fn children(&self, node: N) -> &[N] {
        let i = node.index();
        if i + 1 >= self.child_start.len() {
            return &[];
        }
        &self.children[self.child_start[i] as usize..self.child_start[i + 1] as usize]
    }

    /// Depth of `node` in the tree (the entry is at depth 0); `None` if unreachable.
    pub fn depth(&self, node: N) -> Option<usize> {
        if !self.is_reachable(node) {
            return None;
        }
        let mut depth = 0;
        let mut cur = node;
        while let Some(d) = self.idom(cur) {
            depth += 1;
            cur = d;
        }
        Some(depth)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct B(usize);
    impl GraphNode for B {
        fn index(self) -> usize {
            self.0
        }
        fn from_index(i: usize) -> B {
            B(i)
        }
    }

    struct G(Vec<Vec<usize>>);
    impl FlowGraph for G {
        type Node = B;
        fn num_nodes(&self) -> usize {
            self.0.len()
        }
        fn entry(&self) -> B {
            B(0)
        }
        fn successors(&self, n: B) -> Vec<B> {
            self.0[n.0].iter().map(|&s| B(s)).collect()
        }
    }

    #[test]
    fn diamond_with_loop() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 -> 1 (back edge), 4; 5 unreachable -> 3
        let g = G(vec![
            vec![1, 2],
            vec![3],
            vec![3],
            vec![1, 4],
            vec![],
            vec![3],
        ]);
        let dt = DominatorTree::compute(&g);
        assert_eq!(dt.idom(B(0)), None);
        assert_eq!(dt.idom(B(1)), Some(B(0)));
        assert_eq!(dt.idom(B(3)), Some(B(0)));
        assert_eq!(dt.idom(B(4)), Some(B(3)));
        assert!(!dt.is_reachable(B(5)));
        assert!(dt.dominates(B(3), B(4)));
        assert!(!dt.dominates(B(1), B(3)));
        assert!(
            dt.dominates(B(1), B(5)),
            "unreachable nodes are dominated by everything"
        );
        assert!(!dt.dominates(B(5), B(3)));
        assert_eq!(dt.depth(B(4)), Some(2));
    }

    /// Reachability from the entry when `removed` is taken out of the graph.
    fn reachable_without(g: &G, removed: usize) -> Vec<bool> {
        let mut seen = vec![false; g.0.len()];
        if removed == 0 {
            return seen;
        }
        let mut stack = vec![0];
        seen[0] = true;
        while let Some(n) = stack.pop() {
            for &s in &g.0[n] {
                if s != removed && !seen[s] {
                    seen[s] = true;
                    stack.push(s);
                }
            }
        }
        seen
    }

    #[test]
    fn agrees_with_the_definition_on_random_graphs() {
        // a dominates b iff b is unreachable once a is removed (for reachable b != a).
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move |m: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % m as u64) as usize
        };
        for _ in 0..300 {
            let n = 1 + next(12);
            let g = G((0..n)
                .map(|_| (0..next(4)).map(|_| next(n)).collect())
                .collect());
            let dt = DominatorTree::compute(&g);
            let all = reachable_without(&g, usize::MAX);
            for a in 0..n {
                let without_a = reachable_without(&g, a);
                for b in 0..n {
                    if !all[b] || !all[a] || a == b {
                        continue;
                    }
                    assert_eq!(
                        dt.dominates(B(a), B(b)),
                        !without_a[b],
                        "graph {:?}: {a} dom {b}",
                        g.0
                    );
                }
            }
        }
    }

    #[test]
    fn deep_chain_does_not_overflow() {
        let n = 200_000;
        let g = G((0..n)
            .map(|i| if i + 1 < n { vec![i + 1] } else { vec![] })
            .collect());
        let dt = DominatorTree::compute(&g);
        assert!(dt.dominates(B(0), B(n - 1)));
        assert_eq!(dt.idom(B(n - 1)), Some(B(n - 2)));
    }
}
