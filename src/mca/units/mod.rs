//! Hardware units owned by one simulation: the resource manager, the register files, the
//! retire control unit (reorder buffer) and the load/store unit.
//! Must not touch: instruction flow between stages (that is `stages`).

pub mod lsu;
pub mod rcu;
pub mod register_file;
pub mod resource_manager;
