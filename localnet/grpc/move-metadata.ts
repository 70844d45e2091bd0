// Move package metadata as MovePackageService answers it: function and datatype descriptors
// built from the NativePackage declarations, with open signatures as Sui renders them.
import { GrpcTypes } from '@mysten/sui/grpc';
import { parseMoveType, type MoveType } from '../framework/move-type.ts';
import type { NativeFunction, StructDef } from '../packages/types.ts';

const G = GrpcTypes;

export function signatureBody(t: MoveType): GrpcTypes.OpenSignatureBody {
  const T = G.OpenSignatureBody_Type;
  switch (t.k) {
    case 'address':
    case 'signer':
      return { type: T.ADDRESS, typeParameterInstantiation: [] };
    case 'bool':
      return { type: T.BOOL, typeParameterInstantiation: [] };
    case 'u8':
      return { type: T.U8, typeParameterInstantiation: [] };
    case 'u16':
      return { type: T.U16, typeParameterInstantiation: [] };
    case 'u32':
      return { type: T.U32, typeParameterInstantiation: [] };
    case 'u64':
      return { type: T.U64, typeParameterInstantiation: [] };
    case 'u128':
      return { type: T.U128, typeParameterInstantiation: [] };
    case 'u256':
      return { type: T.U256, typeParameterInstantiation: [] };
    case 'vector':
      return { type: T.VECTOR, typeParameterInstantiation: [signatureBody(t.of)] };
    case 'param':
      return { type: T.TYPE_PARAMETER, typeParameter: t.index, typeParameterInstantiation: [] };
    case 'struct':
      return { type: T.DATATYPE, typeName: `${t.address}::${t.module}::${t.name}`, typeParameterInstantiation: t.params.map(signatureBody) };
  }
}

const ABILITY: Record<StructDef['abilities'][number], GrpcTypes.Ability> = { copy: G.Ability.COPY, drop: G.Ability.DROP, store: G.Ability.STORE, key: G.Ability.KEY };

export function functionProto(name: string, fn: NativeFunction): GrpcTypes.FunctionDescriptor {
  const R = G.OpenSignature_Reference;
  const params = fn.parameters.map((p): GrpcTypes.OpenSignature => ({
    reference: p.ref === 'imm' ? R.IMMUTABLE : p.ref === 'mut' ? R.MUTABLE : undefined,
    body: signatureBody(parseMoveType(p.type)),
  }));
  // Every entry and public function of a real package takes the TxContext last; the
  // declarations leave it implicit, the metadata shows it as Sui does.
  params.push({ reference: R.MUTABLE, body: signatureBody(parseMoveType('0x2::tx_context::TxContext')) });
  return {
    name,
    visibility: fn.visibility === 'public' ? G.FunctionDescriptor_Visibility.PUBLIC : fn.visibility === 'friend' ? G.FunctionDescriptor_Visibility.FRIEND : G.FunctionDescriptor_Visibility.PRIVATE,
    isEntry: fn.isEntry,
    typeParameters: Array.from({ length: fn.typeParameters ?? 0 }, () => ({ constraints: [], isPhantom: false })),
    parameters: params,
    returns: fn.returns.map((r) => ({ body: signatureBody(parseMoveType(r)) })),
  };
}

export function datatypeProto(pkg: string, module: string, name: string, def: StructDef): GrpcTypes.DatatypeDescriptor {
  return {
    typeName: `${pkg}::${module}::${name}`,
    definingId: pkg,
    module,
    name,
    abilities: def.abilities.map((a) => ABILITY[a]),
    typeParameters: Array.from({ length: def.typeParameters ?? 0 }, () => ({ constraints: [], isPhantom: false })),
    kind: G.DatatypeDescriptor_DatatypeKind.STRUCT,
    fields: def.fields.map((f, position) => ({ name: f.name, position, type: signatureBody(parseMoveType(f.type)) })),
    variants: [],
  };
}
