// MovePackageService: functions, datatypes and packages, built from the NativePackage declarations.
import { Code, GrpcError, type GrpcRouter } from '../wire.ts';
import { datatypeProto, functionProto } from '../move-metadata.ts';
import { addr, type ServiceContext } from './common.ts';

export function registerMovePackageService(router: GrpcRouter, { ledger }: ServiceContext): void {
  const pkgOf = (id: string | undefined) => {
    const a = addr(id, 'package id');
    const p = ledger.packages.byAddress.get(a);
    if (!p) throw new GrpcError(Code.NOT_FOUND, `package ${a} not found`);
    return p;
  };

  router.on('MovePackageService/GetFunction', (req) => {
    const p = pkgOf(req.packageId);
    const name = req.name ?? '';
    const m = p.modules[req.moduleName ?? ''];
    if (!m) throw new GrpcError(Code.NOT_FOUND, `module ${req.moduleName} not found in ${p.address}`);
    const fn = m.functions[name];
    if (!fn) throw new GrpcError(Code.NOT_FOUND, `function ${req.moduleName}::${req.name} not found in ${p.address}`);
    return { function: functionProto(name, fn) };
  });

  router.on('MovePackageService/GetDatatype', (req) => {
    const p = pkgOf(req.packageId);
    const moduleName = req.moduleName ?? '';
    const name = req.name ?? '';
    const def = p.modules[moduleName]?.structs[name];
    if (!def) throw new GrpcError(Code.NOT_FOUND, `datatype ${req.moduleName}::${req.name} not found in ${p.address}`);
    return { datatype: datatypeProto(p.address, moduleName, name, def) };
  });

  router.on('MovePackageService/GetPackage', (req) => {
    const p = pkgOf(req.packageId);
    return {
      package: {
        storageId: p.address,
        originalId: p.address,
        version: 1n,
        modules: Object.entries(p.modules).map(([name, m]) => ({
          name,
          datatypes: Object.entries(m.structs).map(([s, def]) => datatypeProto(p.address, name, s, def)),
          functions: Object.entries(m.functions).map(([f, fn]) => functionProto(f, fn)),
        })),
        typeOrigins: Object.entries(p.modules).flatMap(([name, m]) => Object.keys(m.structs).map((s) => ({ moduleName: name, datatypeName: s, packageId: p.address }))),
        linkage: [],
      },
    };
  });

  router.on('MovePackageService/ListPackageVersions', (req) => {
    const p = pkgOf(req.packageId);
    return { versions: [{ packageId: p.address, version: 1n }] };
  });
}
