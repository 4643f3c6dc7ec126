//! The pipeline stages, each an `impl Pipeline` block over the shared units: `entry` creates
//! instances in program order, `micro_op_queue` (only with `-micro-op-queue-size`, or a calibrated
//! host model's front end: `front_end`, which also marks macro-fused jumps) buffers them, `dispatch` renames registers and reserves ROB, scheduler and queue
//! entries, `execute` wakes up, selects and issues instructions, `retire` retires in order; for a model without a reorder buffer, `in_order_issue` replaces
//! dispatch, execute and retire (llvm-mca's in-order issue stage).
//! Must not touch: views (stages only emit events).

pub mod dispatch;
pub mod entry;
pub mod execute;
pub mod front_end;
pub mod in_order_issue;
pub mod micro_op_queue;
pub mod retire;
