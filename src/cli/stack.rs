//! Stack room for deeply nested IR.
//!
//! Owns: [`with_deep_stack`], which runs a subcommand's work on a thread with a large stack and
//! inside a rayon pool whose workers have large stacks too, so that the recursive parser,
//! verifier and printer handle [`crate::ir::MAX_NESTING`] levels of types, constants and
//! metadata without overflowing (the main thread has 8 MiB, rayon workers 2 MiB by default).
//! The stacks are reserved address space; only the pages a deep input touches are used. Must
//! not touch: the work itself.

/// Stack size of the work thread and of each rayon worker.
const STACK_BYTES: usize = crate::ir::NESTING_STACK_BYTES;

/// Runs `work` on a large-stack thread inside a large-stack rayon pool, and returns its result
/// (an error when the thread cannot be started).
pub fn with_deep_stack<T: Send>(work: impl FnOnce() -> T + Send) -> anyhow::Result<T> {
    std::thread::scope(|scope| {
        let handle = std::thread::Builder::new()
            .name("atomir-main".into())
            .stack_size(STACK_BYTES)
            .spawn_scoped(scope, move || {
                // The default thread count is rayon's own (`RAYON_NUM_THREADS`, else one per
                // core), without starting the global pool.
                match rayon::ThreadPoolBuilder::new()
                    .stack_size(STACK_BYTES)
                    .build()
                {
                    Ok(pool) => pool.install(work),
                    // No pool: the work still runs, with rayon's default workers.
                    Err(_) => work(),
                }
            });
        match handle {
            Ok(h) => match h.join() {
                Ok(v) => Ok(v),
                Err(p) => std::panic::resume_unwind(p),
            },
            Err(e) => Err(anyhow::anyhow!("could not start the work thread: {e}")),
        }
    })
}
