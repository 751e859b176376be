import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A file kept in the file storage (disk or bucket) under its random name; type and size as read from its bytes. */
@Entity('uploads')
export class Upload {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar' })
  filename!: string;

  @Column({ type: 'varchar' })
  mime!: string;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'char', length: 64 })
  sha256!: string;

  @Column({ type: 'integer', nullable: true })
  width!: number | null;

  @Column({ type: 'integer', nullable: true })
  height!: number | null;

  /** The application the file was first attached to; no other application may name it. */
  @Column({ type: 'varchar', nullable: true })
  sku_id!: string | null;

  /** A keyed hash of the address that uploaded the file (the anonymous upload quota); nothing readable. */
  @Column({ type: 'char', length: 43, nullable: true, select: false })
  uploader!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
