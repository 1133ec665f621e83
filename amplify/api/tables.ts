import { RemovalPolicy } from "aws-cdk-lib";
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  type Attribute,
} from "aws-cdk-lib/aws-dynamodb";
import type { Construct } from "constructs";
import { tables as tableDefs, type KeyDef, type TableDef } from "../data/tables";

export type TableName = TableDef["name"];

export type Tables = Record<TableName, Table>;

export type CreateTablesOptions = {
  /**
   * Keep the tables, and turn on deletion protection, so deleting the stack never deletes customer data. The
   * default (branch deployments); a personal sandbox passes false so `ampx sandbox delete` leaves nothing behind.
   */
  retain?: boolean;
};

function attribute(key: KeyDef): Attribute {
  return { name: key.name, type: key.type === "N" ? AttributeType.NUMBER : AttributeType.STRING };
}

/**
 * Creates the DynamoDB tables of amplify/data/tables.ts in `scope` (on-demand capacity, point-in-time recovery,
 * global secondary indexes projecting every attribute unless they say keys only, a keys-only stream and Time to
 * Live where declared) and returns them by logical name. CloudFormation picks the
 * physical names; the handlers read them from the environment variables the list declares.
 */
export function createTables(scope: Construct, options: CreateTablesOptions = {}): Tables {
  const retain = options.retain ?? true;
  const created = new Map<TableName, Table>();
  for (const definition of tableDefs) {
    const table = new Table(scope, definition.name, {
      partitionKey: attribute(definition.partitionKey),
      sortKey: definition.sortKey ? attribute(definition.sortKey) : undefined,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: retain,
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      stream: definition.stream ? StreamViewType.KEYS_ONLY : undefined,
      timeToLiveAttribute: definition.ttl,
    });
    for (const index of definition.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: attribute(index.partitionKey),
        sortKey: index.sortKey ? attribute(index.sortKey) : undefined,
        projectionType: index.projection === "KEYS_ONLY" ? ProjectionType.KEYS_ONLY : ProjectionType.ALL,
      });
    }
    created.set(definition.name, table);
  }
  const table = (name: TableName): Table => {
    const found = created.get(name);
    if (!found) throw new Error(`amplify/data/tables.ts does not list the ${name} table`);
    return found;
  };
  return {
    sequence: table("sequence"),
    coleta: table("coleta"),
    pesquisa: table("pesquisa"),
    contato: table("contato"),
    push: table("push"),
    mensagem: table("mensagem"),
  };
}
