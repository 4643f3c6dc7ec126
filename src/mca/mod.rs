//! The llvm-mca-compatible pipeline simulator. Not built yet: see issue "mca".
