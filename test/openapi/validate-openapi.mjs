// Validates an OpenAPI document file against the OpenAPI 3.1 schema
// (@seriousme/openapi-schema-validator, an ES module, so the Jest test runs
// it in its own process). Prints {valid, errors} as JSON.
import { Validator } from "@seriousme/openapi-schema-validator";

const validator = new Validator();
const result = await validator.validate(process.argv[2]);
console.log(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? [] }));
