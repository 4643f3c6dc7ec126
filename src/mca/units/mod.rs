//! Hardware units owned by one simulation: the resource manager, the register files, the
//! retire control unit (reorder buffer) and the load/store unit; `store_forwarding` adds a
//! calibrated host model's store-to-load dependencies to a region's descriptors.
//! Must not touch: instruction flow between stages (that is `stages`).

pub mod lsu;
pub mod rcu;
pub mod register_file;
pub mod resource_manager;
pub mod store_forwarding;
