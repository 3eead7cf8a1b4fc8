// SPIRV-Cross: Cannot resolve expression type.
