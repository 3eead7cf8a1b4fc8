// SPIRV-Cross: Currently no block to insert opcode.
